"""hf.GemmaRMSNorm -> ReplicationPad1d -> LayerNorm -> torch.reciprocal: synthesised by warpgym synth (seed 10, index 79, transformers#4, dim 0 x1303)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """hf.GemmaRMSNorm -> ReplicationPad1d -> LayerNorm -> torch.reciprocal"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_0 = GemmaRMSNorm(dim=1)
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=258)

    def forward(self, x):
        x = self.gemmarmsnorm_0(x)
        x = self.replicationpad1d_1(x)
        x = self.layernorm_2(x)
        x = torch.reciprocal(x)
        return x


def get_inputs():
    return [torch.randn(166784, 256)]


def get_init_inputs():
    return []
