"""Hardsigmoid -> torch.arcsinh -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 4540, transformers#3, dim 0 x496)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """Hardsigmoid -> torch.arcsinh -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = torch.arcsinh(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(7936, 32, 256)]


def get_init_inputs():
    return []
