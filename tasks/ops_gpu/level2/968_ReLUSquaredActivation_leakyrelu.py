"""hf.ReLUSquaredActivation -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 1575, transformers#2, dim 0 x2338)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(18704, 16, 32, 32)]


def get_init_inputs():
    return []
