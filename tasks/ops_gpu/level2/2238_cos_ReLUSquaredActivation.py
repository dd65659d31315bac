"""torch.cos -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 3543, transformers#2, dim 0 x2364)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """torch.cos -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = torch.cos(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(18912, 16, 32, 32)]


def get_init_inputs():
    return []
