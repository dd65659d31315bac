"""hf.SqrtSoftplusActivation -> torch.fliplr: synthesised by warpgym synth (seed 7, index 1190, transformers#2, dim 0 x3836)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(30688, 16, 32, 32)]


def get_init_inputs():
    return []
