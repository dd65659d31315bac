"""ReflectionPad2d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 4596, transformers#2, dim 0 x954)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """ReflectionPad2d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.relusquaredactivation_1 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.relusquaredactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(7632, 16, 32, 32)]


def get_init_inputs():
    return []
