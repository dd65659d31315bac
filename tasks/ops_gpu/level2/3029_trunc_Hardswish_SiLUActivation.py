"""torch.trunc -> Hardswish -> hf.SiLUActivation: synthesised by warpgym synth (seed 7, index 4791, transformers#3, dim 0 x3627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """torch.trunc -> Hardswish -> hf.SiLUActivation"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()
        self.siluactivation_2 = SiLUActivation()

    def forward(self, x):
        x = torch.trunc(x)
        x = self.hardswish_1(x)
        x = self.siluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(58032, 64, 128)]


def get_init_inputs():
    return []
