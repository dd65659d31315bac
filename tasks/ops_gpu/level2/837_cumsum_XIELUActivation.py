"""torch.cumsum -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 1363, transformers#2, dim 0 x311)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """torch.cumsum -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = torch.cumsum(x, -1)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2488, 64, 16, 16)]


def get_init_inputs():
    return []
