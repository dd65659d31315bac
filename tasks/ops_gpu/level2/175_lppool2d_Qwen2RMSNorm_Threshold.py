"""F.lp_pool2d -> hf.Qwen2RMSNorm -> Threshold: synthesised by warpgym synth (seed 7, index 265, transformers#3, dim 0 x4896)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """F.lp_pool2d -> hf.Qwen2RMSNorm -> Threshold"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=5)
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.qwen2rmsnorm_1(x)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(78336, 32, 16, 16)]


def get_init_inputs():
    return []
