"""hf.FastGELUActivation -> ChannelShuffle: synthesised by warpgym synth (seed 9, index 560, transformers#2, dim 0 x143)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()
        self.channelshuffle_1 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.fastgeluactivation_0(x)
        x = self.channelshuffle_1(x)
        return x


def get_inputs():
    return [torch.randn(1144, 16, 32, 32)]


def get_init_inputs():
    return []
