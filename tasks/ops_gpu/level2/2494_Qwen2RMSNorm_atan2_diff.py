"""hf.Qwen2RMSNorm -> torch.atan2 -> torch.diff: synthesised by warpgym synth (seed 7, index 3945, transformers#3, dim 0 x2640)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.Qwen2RMSNorm -> torch.atan2 -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_0 = Qwen2RMSNorm(hidden_size=256)

    def forward(self, x, x1):
        x = self.qwen2rmsnorm_0(x)
        x = torch.atan2(x, x1)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(1351680, 256), torch.randn(1351680, 256)]


def get_init_inputs():
    return []
