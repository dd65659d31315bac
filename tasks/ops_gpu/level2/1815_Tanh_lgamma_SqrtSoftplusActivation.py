"""Tanh -> torch.lgamma -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 2876, transformers#3, dim 0 x7851)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """Tanh -> torch.lgamma -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.sqrtsoftplusactivation_2 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.tanh_0(x)
        x = torch.lgamma(x)
        x = self.sqrtsoftplusactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(15702, 8, 8, 16, 16)]


def get_init_inputs():
    return []
