"""hf.ReLUSquaredActivation -> Softplus -> ConstantPad3d: synthesised by warpgym synth (seed 7, index 1917, transformers#3, dim 0 x10356)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> Softplus -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.softplus_1 = nn.Softplus()
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.softplus_1(x)
        x = self.constantpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(41424, 16, 8, 8, 8)]


def get_init_inputs():
    return []
