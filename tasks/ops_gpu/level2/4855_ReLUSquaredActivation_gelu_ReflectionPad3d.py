"""hf.ReLUSquaredActivation -> F.gelu -> ReflectionPad3d: synthesised by warpgym synth (seed 9, index 200, transformers#3, dim 0 x2729)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.gelu -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.gelu(x)
        x = self.reflectionpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(10916, 32, 32, 32)]


def get_init_inputs():
    return []
