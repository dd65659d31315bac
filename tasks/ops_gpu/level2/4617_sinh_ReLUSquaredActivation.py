"""torch.sinh -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 8, index 280, transformers#2, dim 0 x3642)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """torch.sinh -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = torch.sinh(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(29136, 64, 16, 16)]


def get_init_inputs():
    return []
