"""hf.SqrtSoftplusActivation -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 2013, transformers#2, dim 0 x2838)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.reflectionpad3d_1 = nn.ReflectionPad3d(padding=1)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.reflectionpad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(22704, 16, 32, 32)]


def get_init_inputs():
    return []
