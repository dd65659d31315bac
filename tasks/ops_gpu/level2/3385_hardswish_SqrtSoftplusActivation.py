"""F.hardswish -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 5323, transformers#2, dim 0 x7259)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.hardswish -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = F.hardswish(x)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(464576, 1024)]


def get_init_inputs():
    return []
