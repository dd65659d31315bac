"""ReflectionPad1d -> torch.geqrf -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 3196, transformers#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """ReflectionPad1d -> torch.geqrf -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_0 = nn.ReflectionPad1d(padding=1)
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x):
        x = self.reflectionpad1d_0(x)
        x = torch.geqrf(x)[0]
        x = self.relusquaredactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 256)]


def get_init_inputs():
    return []
