"""hf.LlamaRMSNorm -> F.group_norm -> F.softmin: synthesised by warpgym synth (seed 7, index 5820, transformers#3, dim 0 x1655)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """hf.LlamaRMSNorm -> F.group_norm -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_0 = LlamaRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.llamarmsnorm_0(x)
        x = F.group_norm(x, num_groups=2)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(211840, 256)]


def get_init_inputs():
    return []
