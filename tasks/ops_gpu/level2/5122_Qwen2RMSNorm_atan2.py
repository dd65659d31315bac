"""hf.Qwen2RMSNorm -> torch.atan2: synthesised by warpgym synth (seed 9, index 621, transformers#2, dim 0 x2411)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> torch.atan2"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=32)

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = torch.atan2(x, x1)
        return x


def get_inputs():
    return [torch.randn(9644, 32, 32, 32), torch.randn(9644, 32, 32, 32)]


def get_init_inputs():
    return []
