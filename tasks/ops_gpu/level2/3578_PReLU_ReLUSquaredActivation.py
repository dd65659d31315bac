"""PReLU -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 5615, transformers#2, dim 0 x1729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """PReLU -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(885248, 256)]


def get_init_inputs():
    return []
