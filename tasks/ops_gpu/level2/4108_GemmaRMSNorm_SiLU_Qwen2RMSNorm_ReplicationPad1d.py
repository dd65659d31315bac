"""hf.GemmaRMSNorm -> SiLU -> hf.Qwen2RMSNorm -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 6458, transformers#4, dim 0 x3226)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm
from transformers.models.qwen2.modeling_qwen2 import Qwen2RMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> SiLU -> hf.Qwen2RMSNorm -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.silu_1 = nn.SiLU()
        self.qwen2rmsnorm_2 = Qwen2RMSNorm(hidden_size=256)
        self.replicationpad1d_3 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.silu_1(x)
        x = self.qwen2rmsnorm_2(x)
        x = self.replicationpad1d_3(x)
        return x


def get_inputs():
    return [torch.randn(825856, 256)]


def get_init_inputs():
    return []
