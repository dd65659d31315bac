"""torch.triu -> SiLU -> hf.Qwen2RMSNorm -> torch.fmod: synthesised by warpgym synth (seed 9, index 530, transformers#4, dim 0 x122)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """torch.triu -> SiLU -> hf.Qwen2RMSNorm -> torch.fmod"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=128)

    def forward(self, x, x1):
        x = torch.triu(x)
        x = self.silu_1(x)
        x = self.qwen2rmsnorm_2(x)
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(976, 256, 128), torch.randn(976, 256, 128)]


def get_init_inputs():
    return []
