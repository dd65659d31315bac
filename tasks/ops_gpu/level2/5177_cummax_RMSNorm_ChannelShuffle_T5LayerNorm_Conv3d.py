"""torch.cummax -> RMSNorm -> ChannelShuffle -> hf.T5LayerNorm -> Conv3d: synthesised by warpgym synth (seed 9, index 697, transformers#5, dim 0 x4526)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """torch.cummax -> RMSNorm -> ChannelShuffle -> hf.T5LayerNorm -> Conv3d"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=8)
        self.channelshuffle_2 = nn.ChannelShuffle(groups=2)
        self.t5layernorm_3 = T5LayerNorm(hidden_size=8)
        self.conv3d_4 = nn.Conv3d(in_channels=16, kernel_size=3, out_channels=8)

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = self.rmsnorm_1(x)
        x = self.channelshuffle_2(x)
        x = self.t5layernorm_3(x)
        x = self.conv3d_4(x)
        return x


def get_inputs():
    return [torch.randn(18104, 16, 8, 8, 8)]


def get_init_inputs():
    return []
