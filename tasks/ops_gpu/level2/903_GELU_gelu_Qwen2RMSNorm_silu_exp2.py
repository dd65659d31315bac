"""GELU -> F.gelu -> hf.Qwen2RMSNorm -> F.silu -> torch.exp2: synthesised by warpgym synth (seed 7, index 1466, transformers#5, dim 0 x2814)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """GELU -> F.gelu -> hf.Qwen2RMSNorm -> F.silu -> torch.exp2"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.gelu_0(x)
        x = F.gelu(x)
        x = self.qwen2rmsnorm_2(x)
        x = F.silu(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(360192, 256)]


def get_init_inputs():
    return []
