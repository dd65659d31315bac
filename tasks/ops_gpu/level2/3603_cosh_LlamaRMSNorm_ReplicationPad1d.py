"""torch.cosh -> hf.LlamaRMSNorm -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 5648, transformers#3, dim 0 x384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.llama.modeling_llama import LlamaRMSNorm


class Model(nn.Module):
    """torch.cosh -> hf.LlamaRMSNorm -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.llamarmsnorm_1 = LlamaRMSNorm(hidden_size=512)
        self.replicationpad1d_2 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = torch.cosh(x)
        x = self.llamarmsnorm_1(x)
        x = self.replicationpad1d_2(x)
        return x


def get_inputs():
    return [torch.randn(98304, 512)]


def get_init_inputs():
    return []
