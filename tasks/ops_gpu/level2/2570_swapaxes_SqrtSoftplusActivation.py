"""torch.swapaxes -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 4065, transformers#2, dim 0 x7063)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """torch.swapaxes -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = torch.swapaxes(x, 2, 1)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(14126, 8, 8, 16, 16)]


def get_init_inputs():
    return []
