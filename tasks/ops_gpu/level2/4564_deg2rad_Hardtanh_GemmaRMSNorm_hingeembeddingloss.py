"""torch.deg2rad -> Hardtanh -> hf.GemmaRMSNorm -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 6233, transformers#4, dim 0 x2743)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.deg2rad -> Hardtanh -> hf.GemmaRMSNorm -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()
        self.gemmarmsnorm_2 = GemmaRMSNorm(dim=1)

    def forward(self, x, x1):
        x = torch.deg2rad(x)
        x = self.hardtanh_1(x)
        x = self.gemmarmsnorm_2(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(5486, 8, 8, 16, 16), torch.randn(5486, 8, 8, 16, 16)]


def get_init_inputs():
    return []
