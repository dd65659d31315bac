"""RMSNorm -> F.group_norm -> hf.Qwen2RMSNorm -> PReLU: synthesised by warpgym synth (seed 7, index 6838, transformers#4, dim 0 x828)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """RMSNorm -> F.group_norm -> hf.Qwen2RMSNorm -> PReLU"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=512)
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=512)
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = F.group_norm(x, num_groups=2)
        x = self.qwen2rmsnorm_2(x)
        x = self.prelu_3(x)
        return x


def get_inputs():
    return [torch.randn(211968, 512)]


def get_init_inputs():
    return []
