"""hf.SiLUActivation -> torch.histogram: synthesised by warpgym synth (seed 7, index 5349, transformers#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(32, 128, 64)]


def get_init_inputs():
    return []
