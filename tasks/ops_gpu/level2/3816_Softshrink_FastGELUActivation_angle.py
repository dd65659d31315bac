"""Softshrink -> hf.FastGELUActivation -> torch.angle: synthesised by warpgym synth (seed 7, index 5993, transformers#3, dim 0 x1722)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """Softshrink -> hf.FastGELUActivation -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.fastgeluactivation_1(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(6888, 32, 32, 32)]


def get_init_inputs():
    return []
