"""F.native_channel_shuffle -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 1362, transformers#2, dim 0 x1106)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.native_channel_shuffle -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x):
        x = F.native_channel_shuffle(x, 2)
        x = self.xieluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(8848, 16, 32, 32)]


def get_init_inputs():
    return []
