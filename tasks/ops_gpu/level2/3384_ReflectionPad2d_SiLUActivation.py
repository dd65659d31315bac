"""ReflectionPad2d -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 5322, transformers#2, dim 0 x1570)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """ReflectionPad2d -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.siluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(50240, 128, 64)]


def get_init_inputs():
    return []
