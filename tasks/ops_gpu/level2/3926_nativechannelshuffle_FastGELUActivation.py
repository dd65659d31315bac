"""F.native_channel_shuffle -> hf.FastGELUActivation: synthesised by warpgym synth (seed 7, index 6183, transformers#2, dim 0 x113)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """F.native_channel_shuffle -> hf.FastGELUActivation"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_1 = FastGELUActivation()

    def forward(self, x):
        x = F.native_channel_shuffle(x, 2)
        x = self.fastgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1808, 64, 128)]


def get_init_inputs():
    return []
