"""torch.maximum -> hf.GemmaRMSNorm -> F.softshrink -> Unfold -> MSELoss: synthesised by warpgym synth (seed 7, index 5070, transformers#5, dim 0 x690)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.gemma.modeling_gemma import GemmaRMSNorm


class Model(nn.Module):
    """torch.maximum -> hf.GemmaRMSNorm -> F.softshrink -> Unfold -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.gemmarmsnorm_1 = GemmaRMSNorm(dim=1)
        self.unfold_3 = nn.Unfold(kernel_size=3)
        self.mseloss_4 = nn.MSELoss()

    def forward(self, x, x1, x2):
        x = torch.maximum(x, x1)
        x = self.gemmarmsnorm_1(x)
        x = F.softshrink(x)
        x = self.unfold_3(x)
        x = self.mseloss_4(x, x2)
        return x


def get_inputs():
    return [torch.randn(11040, 32, 16, 16), torch.randn(11040, 32, 16, 16), torch.randn(11040, 288, 196)]


def get_init_inputs():
    return []
