"""Hardsigmoid -> F.tanh -> F.rrelu -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 3285, transformers#4, dim 0 x7333)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """Hardsigmoid -> F.tanh -> F.rrelu -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.relusquaredactivation_3 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = F.tanh(x)
        x = F.rrelu(x)
        x = self.relusquaredactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(1877248, 256)]


def get_init_inputs():
    return []
