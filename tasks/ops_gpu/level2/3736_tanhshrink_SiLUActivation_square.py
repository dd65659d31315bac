"""F.tanhshrink -> hf.SiLUActivation -> torch.square: synthesised by warpgym synth (seed 7, index 5858, transformers#3, dim 0 x706)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """F.tanhshrink -> hf.SiLUActivation -> torch.square"""

    def __init__(self):
        super().__init__()
        self.siluactivation_1 = SiLUActivation()

    def forward(self, x):
        x = F.tanhshrink(x)
        x = self.siluactivation_1(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(5648, 64, 16, 16)]


def get_init_inputs():
    return []
