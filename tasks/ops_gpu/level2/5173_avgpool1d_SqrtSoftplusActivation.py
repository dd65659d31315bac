"""F.avg_pool1d -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 9, index 691, transformers#2, dim 0 x5687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.avg_pool1d -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(90992, 64, 128)]


def get_init_inputs():
    return []
