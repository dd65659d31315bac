"""hf.SiLUActivation -> torch.erfc: synthesised by warpgym synth (seed 7, index 4375, transformers#2, dim 0 x1580)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.erfc"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.erfc(x)
        return x


def get_inputs():
    return [torch.randn(50560, 128, 64)]


def get_init_inputs():
    return []
