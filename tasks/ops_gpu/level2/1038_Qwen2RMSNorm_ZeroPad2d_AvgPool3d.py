"""hf.Qwen2RMSNorm -> ZeroPad2d -> AvgPool3d: synthesised by warpgym synth (seed 7, index 1691, transformers#3, dim 0 x1002)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> ZeroPad2d -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=8)
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.avgpool3d_2 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.qwen2rmsnorm_0(x)
        x = self.zeropad2d_1(x)
        x = self.avgpool3d_2(x)
        return x


def get_inputs():
    return [torch.randn(4008, 16, 8, 8, 8)]


def get_init_inputs():
    return []
