"""hf.Qwen2RMSNorm -> Softplus -> F.native_channel_shuffle -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 3560, transformers#4, dim 0 x13137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> Softplus -> F.native_channel_shuffle -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=8)
        self.softplus_1 = nn.Softplus()
        self.softmarginloss_3 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = self.softplus_1(x)
        x = F.native_channel_shuffle(x, 2)
        x = self.softmarginloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(52548, 16, 8, 8, 8), torch.randn(52548, 16, 8, 8, 8)]


def get_init_inputs():
    return []
