"""hf.SqrtSoftplusActivation -> LayerNorm -> Conv2d -> ChannelShuffle: synthesised by warpgym synth (seed 7, index 338, transformers#4, dim 0 x911)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> LayerNorm -> Conv2d -> ChannelShuffle"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=32)
        self.conv2d_2 = nn.Conv2d(in_channels=32, kernel_size=3, out_channels=32)
        self.channelshuffle_3 = nn.ChannelShuffle(groups=2)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.layernorm_1(x)
        x = self.conv2d_2(x)
        x = self.channelshuffle_3(x)
        return x


def get_inputs():
    return [torch.randn(3644, 32, 32, 32)]


def get_init_inputs():
    return []
