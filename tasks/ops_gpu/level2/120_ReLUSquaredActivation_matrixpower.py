"""hf.ReLUSquaredActivation -> torch.matrix_power: synthesised by warpgym synth (seed 7, index 178, transformers#2, dim 0 x607)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> torch.matrix_power"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = torch.matrix_power(x, 2)
        return x


def get_inputs():
    return [torch.randn(4856, 64, 16, 16)]


def get_init_inputs():
    return []
