"""hf.ReLUSquaredActivation -> F.celu -> Hardtanh: synthesised by warpgym synth (seed 8, index 14, transformers#3, dim 0 x388)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.celu -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.hardtanh_2 = nn.Hardtanh()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.celu(x)
        x = self.hardtanh_2(x)
        return x


def get_inputs():
    return [torch.randn(12416, 128, 64)]


def get_init_inputs():
    return []
