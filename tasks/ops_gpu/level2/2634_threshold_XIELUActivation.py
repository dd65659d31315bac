"""F.threshold -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 4174, transformers#2, dim 0 x490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.threshold -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3920, 16, 32, 32)]


def get_init_inputs():
    return []
