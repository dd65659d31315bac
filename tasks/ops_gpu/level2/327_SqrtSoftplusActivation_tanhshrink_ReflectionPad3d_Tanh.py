"""hf.SqrtSoftplusActivation -> F.tanhshrink -> ReflectionPad3d -> Tanh: synthesised by warpgym synth (seed 7, index 501, transformers#4, dim 0 x8354)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> F.tanhshrink -> ReflectionPad3d -> Tanh"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)
        self.tanh_3 = nn.Tanh()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = F.tanhshrink(x)
        x = self.reflectionpad3d_2(x)
        x = self.tanh_3(x)
        return x


def get_inputs():
    return [torch.randn(33416, 16, 8, 8, 8)]


def get_init_inputs():
    return []
