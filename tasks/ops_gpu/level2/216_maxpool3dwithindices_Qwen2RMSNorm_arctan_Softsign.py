"""F.max_pool3d_with_indices -> hf.Qwen2RMSNorm -> torch.arctan -> Softsign: synthesised by warpgym synth (seed 7, index 333, transformers#4, dim 0 x6768)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """F.max_pool3d_with_indices -> hf.Qwen2RMSNorm -> torch.arctan -> Softsign"""

    def __init__(self):
        super().__init__()
        self.qwen2rmsnorm_1 = Qwen2RMSNorm(hidden_size=10)
        self.softsign_3 = nn.Softsign()

    def forward(self, x):
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.qwen2rmsnorm_1(x)
        x = torch.arctan(x)
        x = self.softsign_3(x)
        return x


def get_inputs():
    return [torch.randn(54144, 16, 32, 32)]


def get_init_inputs():
    return []
