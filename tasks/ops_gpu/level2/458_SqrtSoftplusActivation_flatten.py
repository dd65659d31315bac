"""hf.SqrtSoftplusActivation -> torch.flatten: synthesised by warpgym synth (seed 7, index 729, transformers#2, dim 0 x881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(14096, 32, 16, 16)]


def get_init_inputs():
    return []
