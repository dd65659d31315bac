"""Tanh -> ELU -> hf.AccurateGELUActivation -> F.softplus -> F.softsign: synthesised by warpgym synth (seed 7, index 5767, transformers#5, dim 0 x177)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """Tanh -> ELU -> hf.AccurateGELUActivation -> F.softplus -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.elu_1 = nn.ELU()
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.elu_1(x)
        x = self.accurategeluactivation_2(x)
        x = F.softplus(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(2832, 32, 16, 16)]


def get_init_inputs():
    return []
