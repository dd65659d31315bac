"""ReflectionPad1d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 122, transformers#2, dim 0 x7578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """ReflectionPad1d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1939968, 256)]


def get_init_inputs():
    return []
