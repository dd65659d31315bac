"""F.tanh -> torch.erf -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 1147, transformers#3, dim 0 x2359)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.tanh -> torch.erf -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x):
        x = F.tanh(x)
        x = torch.erf(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(37744, 32, 16, 16)]


def get_init_inputs():
    return []
