"""RNNCell -> GroupNorm -> hf.Qwen2RMSNorm -> torch.sinc: synthesised by warpgym synth (seed 7, index 1133, transformers#4, dim 0 x158)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """RNNCell -> GroupNorm -> hf.Qwen2RMSNorm -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.rnncell_0 = nn.RNNCell(hidden_size=1024, input_size=1024)
        self.groupnorm_1 = nn.GroupNorm(num_channels=1024, num_groups=2)
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=1024)

    def forward(self, x):
        x = self.rnncell_0(x)
        x = self.groupnorm_1(x)
        x = self.qwen2rmsnorm_2(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(10112, 1024)]


def get_init_inputs():
    return []
